// Tests never talk to real outside services; the API reads its configuration from the test helper.
process.env.NODE_ENV = 'test';
