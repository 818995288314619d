/**
 * Whether a new version of the app is installed and waiting, and how to switch to it: set
 * by the offline worker's registration (src/offline.ts), read by the page's prompt.
 */
type Reload = () => void;

let waiting: Reload | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const newVersion = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The switch to the waiting version, or undefined while there is none (or it was put off). */
  get: (): Reload | undefined => waiting,
  offer: (reload: Reload) => {
    waiting = reload;
    notify();
  },
  putOff: () => {
    waiting = undefined;
    notify();
  },
};
