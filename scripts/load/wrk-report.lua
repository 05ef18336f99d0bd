-- wrk script of scripts/load-test.mjs: counts 5xx answers per thread and prints one JSON line.
local threads = {}

function setup(thread)
  thread:set("fivexx", 0)
  table.insert(threads, thread)
end

function init(args)
  fivexx = 0
  local encoding = os.getenv("LOAD_ACCEPT_ENCODING")
  if encoding and encoding ~= "" then
    wrk.headers["Accept-Encoding"] = encoding
  end
end

function response(status, headers, body)
  if status >= 500 then
    fivexx = fivexx + 1
  end
end

function done(summary, latency, requests)
  local total5xx = 0
  for _, thread in ipairs(threads) do
    total5xx = total5xx + thread:get("fivexx")
  end
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"timeouts":%d,"status5xx":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.timeout, total5xx,
    latency:percentile(50), latency:percentile(99), latency.max))
end
