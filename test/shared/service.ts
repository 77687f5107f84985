// What every test runner needs from the local identity service (the demo client, fresh addresses, users
// signed up over HTTP, the dev inbox, authenticator codes): the test kit's runner-neutral part, which the
// service's package ships to its users' tests as well.
export * from '../../packages/emulator/src/testing/shared.js';
