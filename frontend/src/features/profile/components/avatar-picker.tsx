import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Avatar, AVATAR_COUNT, avatarIndex } from '../../../components/avatar';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

interface AvatarPickerProps {
  open: boolean;
  current: unknown;
  onClose: () => void;
}

const avatarNumbers = Array.from({ length: AVATAR_COUNT }, (_, index) => index);

/** Picker of the 31 avatars (0-30); Save stores the choice with update_profile. */
export function AvatarPicker({ open, current, onClose }: AvatarPickerProps) {
  const [selected, setSelected] = useState<number | null>(() => avatarIndex(current));
  const update = useUpdateProfile();

  const save = async () => {
    if (selected === null) return;
    try {
      await update.mutateAsync({ profile_pic: selected });
      toast.success('Avatar updated');
      onClose();
    } catch (error) {
      toast.error(
        (error instanceof ApiError && error.serverMessage) || 'Could not update your avatar.',
      );
    }
  };

  return (
    <Modal open={open} title="Choose your avatar" onClose={onClose}>
      <div className="avatar-picker">
        <ul className="avatar-picker__grid">
          {avatarNumbers.map((index) => (
            <li key={index}>
              <button
                type="button"
                className="avatar-picker__option"
                aria-label={`Avatar ${index}`}
                aria-pressed={selected === index}
                onClick={() => setSelected(index)}
              >
                <Avatar index={index} size={56} />
              </button>
            </li>
          ))}
        </ul>
        <div className="avatar-picker__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={selected === null || update.isPending}
            onClick={() => void save()}
          >
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
