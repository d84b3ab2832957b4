/** Fake native objects for the simulator's iOS, Android and React Native runtimes (written with the bridge, issue 3). */
export {};
