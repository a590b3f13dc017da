/**
 * Node flags of the API process, wherever it is started (`npm start`, the Docker image, the
 * benches). None today: a 64 MB young generation (`--max-semi-space-size=64`, tried before)
 * saved a few % of CPU per call but made each scavenge copy more live objects: pauses of
 * 17–22 ms instead of at most 13, and a leaderboard p99 of 37–49 ms at half the saturated rate
 * instead of 8–13 ms (bench leaderboard, same machine). A player feels the tail, not the CPU.
 */
export const API_NODE_FLAGS: string[] = [];
