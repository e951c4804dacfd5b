export { Toast, ToastRegion, defaultToastDuration } from './Toast';
export type { ToastData, ToastProps, ToastRegionProps, ToastTone } from './Toast';
export { useToast } from './ToastHost';
export type { ToastApi, ToastOptions } from './ToastHost';
