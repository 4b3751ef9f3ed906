// Build-time constants injected by the webpack factory (DefinePlugin).
declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;
/** The kernel contract version the app was built against (shared-kernel/package.json). */
declare const __KERNEL_VERSION__: string;
declare module '*.svg' {
  const url: string;
  export default url;
}
