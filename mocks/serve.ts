/**
 * `npm run mock:serve -- --port 8787 --seed 1 --scenario default [--host 127.0.0.1] [--origin http://192.168.1.5:8787] [--provider-states] [--expose-dev-tools] [--faults '*:3g,news.officialNewsList:http-503']
 *   [--upstream https://api.example.com [--pass 'news.*,account.login'] [--record DIR]] [--replay DIR]`
 * Runs the fake backend as a real HTTP server any client can call (set VITE_API_ORIGIN to its URL).
 * The fake backend's own endpoints (under `/__mock/`: the outbox, the scenario switch, provider
 * states) answer only clients on this machine, unless `--expose-dev-tools` says otherwise.
 * With `--upstream`, the calls `--pass` selects (default all) are answered by that real API,
 * recorded as HAR with `--record`; `--replay` answers from such records (mocks/upstream/).
 */
import { parseArgs } from 'node:util';
import { DOCS_PATH, OPENAPI_PATH } from './api-description';
import { DEMO_LOGIN, DEMO_PASSWORD_HASH } from './db/demo-member';
import { startMockHttpServer } from './http';
import { FaultSyntaxError, formatFaults, parseFaults } from './faults/fault-rules';
import { MOCK_PATHS } from './mock-paths';
import { getScenario, SCENARIO_NAMES } from './scenarios';
import { SCENARIO_HEADER } from './scenarios/scenario-header';
import { describeUpstream, readUpstreamSettings, UpstreamSettingsError } from './upstream/settings';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '1' },
    scenario: { type: 'string', default: 'default' },
    'provider-states': { type: 'boolean', default: false },
    origin: { type: 'string' },
    'expose-dev-tools': { type: 'boolean', default: false },
    faults: { type: 'string', default: '' },
    upstream: { type: 'string' },
    pass: { type: 'string' },
    record: { type: 'string' },
    replay: { type: 'string' },
  },
});

const port = Number(values.port);
const seed = Number(values.seed);
if (!Number.isInteger(port) || !Number.isInteger(seed)) {
  console.error('--port and --seed take whole numbers');
  process.exit(2);
}
if (values.origin !== undefined && !/^https?:$/.test(URL.parse(values.origin)?.protocol ?? '')) {
  console.error('--origin takes the http(s) address clients reach the server by, e.g. http://192.168.1.5:8787');
  process.exit(2);
}
try {
  parseFaults(values.faults);
} catch (error) {
  if (!(error instanceof FaultSyntaxError)) throw error;
  console.error(`--faults: ${error.message}`);
  process.exit(2);
}
let upstream;
try {
  upstream = readUpstreamSettings(values);
} catch (error) {
  if (!(error instanceof UpstreamSettingsError)) throw error;
  console.error(error.message);
  process.exit(2);
}
let scenario;
try {
  scenario = getScenario(values.scenario);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const server = await startMockHttpServer({
  port,
  host: values.host,
  seed,
  scenario: scenario.name,
  providerStates: values['provider-states'],
  ...(values.origin ? { origin: values.origin } : {}),
  exposeDevTools: values['expose-dev-tools'],
  faults: values.faults,
  upstream,
});

console.log(`Fake backend listening on ${server.url}`);
console.log(`  scenario:   ${scenario.name} (${scenario.description}); others: ${SCENARIO_NAMES.join(', ')}`);
console.log(`  seed:       ${seed}`);
console.log(`  API docs:   ${server.url}${DOCS_PATH} (the OpenAPI document: ${server.url}${OPENAPI_PATH})`);
if (values.origin) console.log(`  origin:     ${values.origin} (upload addresses are built on it)`);
if (upstream) {
  const replayed = server.passThrough?.replayed;
  console.log(`  upstream:   ${describeUpstream(upstream)}${replayed ? ` (${replayed.answers} recorded answers in ${replayed.files} files)` : ''}`);
}
console.log(`  demo login: ${DEMO_LOGIN.account} / ${DEMO_LOGIN.password} (wire hash ${DEMO_PASSWORD_HASH})`);
console.log(`  own endpoints (${values['expose-dev-tools'] ? 'to any client: --expose-dev-tools' : 'to clients on this machine only'}):`);
console.log(`    scenario:   GET or POST ${server.url}/${MOCK_PATHS.scenario} (one request: header ${SCENARIO_HEADER})`);
console.log(`    outbox:     GET ${server.url}/${MOCK_PATHS.outbox}`);
console.log(`    faults:     GET, POST or DELETE ${server.url}/${MOCK_PATHS.faults}${values.faults ? ` (now ${formatFaults(parseFaults(values.faults))})` : ''}`);
console.log(`    call log:   GET ${server.url}/${MOCK_PATHS.log}`);
if (values['provider-states']) console.log(`    provider states: POST ${server.url}/${MOCK_PATHS.providerStates}`);
console.log(`  try: curl -s -X POST ${server.url}/rpi/websitenews/officialNewsList -d 'category=0&title=&countryId=617&pageNum=1&pageSize=5'`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
