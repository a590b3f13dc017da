// The shop feature's front door: no other feature imports from it (the app routes to its pages,
// app/router.tsx). Export here what another feature comes to need, and nothing else.
export {};
