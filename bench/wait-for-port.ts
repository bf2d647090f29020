/** Resolves once something answers HTTP on 127.0.0.1:`port` (a started server), trying for at most 5 minutes. */
export const waitForPort = async (port: number) => {
  for (let attempt = 0; attempt < 1500; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nothing listens on ${port}`);
};
