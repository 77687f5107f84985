// Full-page navigation, behind an object so tests can replace it (Location cannot be stubbed).

export const navigation = {
  assign(url: string): void {
    globalThis.location.assign(url);
  },
};
