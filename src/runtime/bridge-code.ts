// The bridge client's code and what runs only once a bridge is there, one chunk asked for beside the first
// screen's (ADR 0027): the host's look comes with the client that brings it, off the app's own chunk.
export { authorize, createBridge } from '../../bridge/index.ts';
export { followHostLook } from './host-look.ts';
