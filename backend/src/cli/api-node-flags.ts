/**
 * Node flags of the API process, wherever it is started (`npm start`, the Docker image, the
 * benches). A young generation of 64 MB per half instead of Node 20's 16 MB: a request's objects
 * die young, and with hundreds of calls in flight a small one copies their live objects often.
 * Same-run A/Bs on the shared bench machine: 2–15 % less API CPU per signed-in call, health
 * unchanged within noise; costs up to ~100 MB more memory under load.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=64'];
