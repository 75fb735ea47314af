import type { AlertChannel } from '../../../db/schema/index';
import type { AlertChannelAdapter } from './channel';

/**
 * The channels besides email that this server delivers on: each channel's routes register its
 * adapter at start when the channel is configured (a Telegram token, VAPID keys). The batch closer
 * and the alert worker read it on every pass, so registration order does not matter.
 */
export class AlertChannels {
  private readonly byChannel = new Map<AlertChannel, AlertChannelAdapter>();

  register(adapter: AlertChannelAdapter): void {
    if (this.byChannel.has(adapter.channel))
      throw new Error(`alert channel ${adapter.channel} registered twice`);
    this.byChannel.set(adapter.channel, adapter);
  }

  get(channel: AlertChannel): AlertChannelAdapter | undefined {
    return this.byChannel.get(channel);
  }

  all(): AlertChannelAdapter[] {
    return [...this.byChannel.values()];
  }
}
