-- wrk script of scripts/bench-analytics.mjs: page views posted to the collecting endpoint as a
-- browser's beacon sends them, each from one of many client addresses (the site believes
-- X-Forwarded-For from loopback in the benchmark), counting what was accepted (204).
local threads = {}
local pages = { "/", "/newsroom", "/ru", "/policy", "/ru/newsroom", "/newsroom/tag/design" }

function setup(thread)
  thread:set("accepted", 0)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  accepted = 0
  n = 0
end

function request()
  n = n + 1
  local body = string.format('{"p":"%s","r":"https://www.google.com/","q":""}', pages[n % #pages + 1])
  local headers = {
    ["Content-Type"] = "text/plain;charset=UTF-8",
    ["Origin"] = os.getenv("LOAD_ORIGIN") or "http://localhost",
    ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", id, math.floor(n / 250) % 250, n % 250 + 1),
  }
  return wrk.format("POST", "/api/event", headers, body)
end

function response(status, headers, body)
  if status == 204 then
    accepted = accepted + 1
  end
end

function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do
    total = total + thread:get("accepted")
  end
  io.write(string.format('{"requests":%d,"accepted":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, total, summary.duration, latency:percentile(50), latency:percentile(99)))
end
