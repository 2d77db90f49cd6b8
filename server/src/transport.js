// Colyseus's WebSocket transport, with its keep-alive pings spread over the ping interval.
//
// The stock transport pings every connected client in one event-loop turn once an interval. With
// thousands of clients on a process that turn held the loop for 0.1-0.5 s (load benchmark, 4,000
// clients a process: event-loop stalls of 95-470 ms every 10 s, and every action arriving then
// waited for it). Here each client gets one of `SLICES` slices when first seen, and every
// interval / SLICES one slice is pinged: each client is still pinged once an interval and dropped
// after `pingMaxRetries` unanswered pings, as before, but a turn pings at most 1/SLICES of them.
import { WebSocketTransport } from '@colyseus/ws-transport';

/** Slices the clients are spread over (a slice pinged every pingInterval / SLICES ms). */
export const SLICES = 20;

const noop = () => {};

export class SpreadPingTransport extends WebSocketTransport {
  /**
   * Replaces the stock one-burst ping loop (called by the base class once the server listens).
   * `pingInterval`: ms between two pings of one client; `pingMaxRetries`: unanswered pings after
   * which a client is terminated (its `pingCount`, reset by its pong in the base class).
   */
  autoTerminateUnresponsiveClients(pingInterval, pingMaxRetries) {
    let next = 0;   // the slice the next newly seen client gets
    let turn = 0;   // the slice pinged this tick
    this.pingInterval = setInterval(() => {
      for (const client of this.wss.clients) {
        client.pingSlice ??= next++ % SLICES;
        if (client.pingSlice !== turn) continue;
        if (client.pingCount >= pingMaxRetries) {
          client.terminate();
          continue;
        }
        client.pingCount++;
        client.ping(noop);
      }
      turn = (turn + 1) % SLICES;
    }, pingInterval / SLICES);
  }
}
