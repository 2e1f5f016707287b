// Images imported by components: webpack emits each as a hashed file and the import is its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

// Photographs become variants at the build (scripts/photoLoader.cjs): the import is their srcset.
declare module '*.jpg' {
  import type { PhotoFile } from '@contract/images/images';
  const photo: PhotoFile;
  export default photo;
}

declare module '*.jpeg' {
  import type { PhotoFile } from '@contract/images/images';
  const photo: PhotoFile;
  export default photo;
}

declare module '*.png' {
  import type { PhotoFile } from '@contract/images/images';
  const photo: PhotoFile;
  export default photo;
}

declare module '*.webp' {
  import type { PhotoFile } from '@contract/images/images';
  const photo: PhotoFile;
  export default photo;
}
