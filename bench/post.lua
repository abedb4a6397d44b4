-- wrk script: POST the file named by the BODY environment variable to the given URL path.
--   BODY=bench/requests/form-8.json wrk -s bench/post.lua http://127.0.0.1:PORT/v1/layout
local path = os.getenv("BODY")
assert(path, "set BODY to the request body file")
local f = assert(io.open(path, "rb"))
local body = f:read("*a")
f:close()

wrk.method = "POST"
wrk.body = body
wrk.headers["Content-Type"] = "application/json"

-- No response() hook: it would make wrk hand every answer to Lua and slow the client down.
-- wrk counts status >= 400 in summary.errors.status, printed as non2xx below.
done = function(summary, latency, requests)
  local errs = summary.errors
  io.write(string.format("BENCH requests=%d duration_us=%d rps=%.1f p50_us=%d p99_us=%d non2xx=%d errors=%d\n",
    summary.requests, summary.duration, summary.requests / (summary.duration / 1e6),
    latency:percentile(50), latency:percentile(99),
    errs.status, errs.connect + errs.read + errs.write + errs.timeout))
end
