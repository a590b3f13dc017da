/**
 * Node flags of the API process, wherever it is started (`npm start`, the Docker image, the
 * benches). A 32 MB young generation (Node 20's default grows to 16 MB): under load a request
 * waiting on Redis lives through a scavenge or two, so with the default nursery every scavenge
 * copied (and promoted) the calls in flight, ~50 times a second. At 32 MB a leaderboard call
 * spent 9–14 µs in scavenges instead of 13–50 and the no-op 2–3 µs instead of 7–19, with pauses
 * no longer (bench leaderboard, 100,000 entries, `--trace-gc`, 2 × AMD EPYC). 64 MB, tried
 * before, made single scavenges of 17–22 ms and a leaderboard p99 of 37–49 ms at half rate.
 */
export const API_NODE_FLAGS: string[] = ['--max-semi-space-size=32'];
