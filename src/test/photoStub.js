// A photograph imported by content, as the build's photo loader gives it (scripts/photoLoader.cjs).
module.exports = {
  src: '/assets/photos/test-photo-3x2-640.webp',
  srcSet:
    '/assets/photos/test-photo-3x2-384.webp 384w, /assets/photos/test-photo-3x2-640.webp 640w',
};
