// Vue's full build for browsers (the runtime and the template compiler, as one ES module), which the
// tests import by path: the test server has no bundler to alias `vue` to a build with the compiler.
// Its API is `vue`'s.
declare module 'vue/dist/vue.esm-browser.js' {
  export * from 'vue';
}
