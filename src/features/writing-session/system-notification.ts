/**
 * The system notification at the end of a phase, where the author allowed it. Permission is
 * asked only from a click (browsers ignore or penalise a prompt nobody asked for); a refusal is
 * remembered by the browser and reported, and nothing else depends on it.
 */

export type NotifyPermission = 'granted' | 'denied' | 'default' | 'unsupported';

const hasNotifications = (): boolean =>
  typeof window !== 'undefined' && typeof window.Notification === 'function';

/** What the browser says now. */
export function notificationPermission(): NotifyPermission {
  return hasNotifications() ? Notification.permission : 'unsupported';
}

/** Asks the browser (call from a click); never throws. */
export async function askNotificationPermission(): Promise<NotifyPermission> {
  if (!hasNotifications()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationPermission();
  }
}

/**
 * Shows a notification when permitted. Some browsers (Chrome on Android) refuse the constructor
 * and want the service worker's `showNotification`, which is tried next.
 */
export function showSystemNotification(title: string, body: string): void {
  if (notificationPermission() !== 'granted') return;
  const options: NotificationOptions = { body, tag: 'story-builder-writing-session' };
  try {
    new Notification(title, options);
  } catch {
    void navigator.serviceWorker?.ready
      .then((registration) => registration.showNotification(title, options))
      .catch(() => undefined);
  }
}
