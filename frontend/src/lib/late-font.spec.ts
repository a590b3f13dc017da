import { swapInLateFont } from './late-font';

/** A canvas on which text in Inter Variable measures 90 when the page draws Inter, else 100. */
function fakeCanvas(interUsed: boolean) {
  let font = '';
  const context = {
    set font(value: string) {
      font = value;
    },
    get font() {
      return font;
    },
    measureText: () => ({ width: interUsed && font.includes("'Inter Variable'") ? 90 : 100 }),
  };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as unknown as CanvasRenderingContext2D);
}

function fakeFonts(load: () => Promise<FontFace[]>) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('swapInLateFont', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.documentElement.className = '';
  });

  it('leaves the page alone when Inter made its first paint (no restyle of every line, no second face)', async () => {
    const load = jest.fn(() => Promise.resolve([]));
    fakeFonts(load);
    fakeCanvas(true);
    swapInLateFont();
    await settle();
    expect(document.documentElement.classList.contains('font-late')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('swaps Inter in when the page is drawn in the fallback', async () => {
    const load = jest.fn(() => Promise.resolve([]));
    fakeFonts(load);
    fakeCanvas(false);
    swapInLateFont();
    await settle();
    expect(load).toHaveBeenCalledWith("1em 'Inter Late'");
    expect(document.documentElement.classList.contains('font-late')).toBe(true);
  });

  it('waits for the file: nothing changes while it is still on its way', async () => {
    fakeFonts(() => new Promise(() => undefined));
    fakeCanvas(false);
    swapInLateFont();
    await settle();
    expect(document.documentElement.classList.contains('font-late')).toBe(false);
  });

  it('keeps the fallback, quietly, when the file cannot be had', async () => {
    fakeFonts(() => Promise.reject(new Error('network')));
    fakeCanvas(false);
    swapInLateFont();
    await settle();
    expect(document.documentElement.classList.contains('font-late')).toBe(false);
  });
});
