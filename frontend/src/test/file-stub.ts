/** Asset imports resolve to this URL in unit tests. */
export default 'test-file-stub';
