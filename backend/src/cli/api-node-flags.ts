/**
 * Node flags of the API process, wherever it is started (`npm start`, the Docker image, the
 * benches). A young generation of 64 MB per half instead of Node 20's 16 MB: a request's objects
 * die young, and with hundreds of calls in flight a small nursery copies (and promotes) their
 * live objects many times a second; `npm run bench -- api` measured the larger one at about
 * 15 % less CPU per call, for up to ~100 MB more memory under load.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=64'];
