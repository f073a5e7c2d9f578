-- wrk script for the system tests (Tests/system/wrk.py runs it): POSTs one request body to one path and counts answers.
--
-- Environment (read once per wrk thread):
--   WRK_BODY_FILE   the request body (default examples/delete-button.json)
--   WRK_PATH        the path (default /v1/dispatch)
--   WRK_QUOTA       total requests to make across all threads; each thread stops after its share (0 = no quota,
--                   wrk's -d bounds the run)
--   WRK_THREADS     the -t value, to split the quota
--   WRK_WARMUP      a milestone: requests (across all threads) after which each thread creates WRK_MARKER_DIR/warm-<n>
--   WRK_MARKER_DIR  when set, a thread creates WRK_MARKER_DIR/warm-<thread> when it passes its share of WRK_WARMUP and
--                   WRK_MARKER_DIR/done-<thread> when it meets its quota, so that the caller can measure the service at
--                   those moments and stop wrk with SIGINT instead of waiting for -d (wrk then reports the real
--                   elapsed time)
--
-- done() prints one machine-readable line:
--   RESULT requests=N non2xx=N connect=N read=N write=N timeout=N status=N p50_ms=X p99_ms=X max_ms=X rps=X
-- wrk's own "requests" counts responses; non2xx counts every status outside 200..299 (wrk's "status" error only
-- counts >= 400).

local threads = {}

function setup(thread)
   thread:set("id", #threads)
   table.insert(threads, thread)
end

function init(args)
   local path = os.getenv("WRK_BODY_FILE") or "examples/delete-button.json"
   local file = assert(io.open(path, "rb"), "cannot open " .. path)
   local body = file:read("*a")
   file:close()
   local nthreads = tonumber(os.getenv("WRK_THREADS") or "1")
   local function share(total)
      if total <= 0 then return 0 end
      local mine = math.floor(total / nthreads)
      if id == 0 then mine = mine + total % nthreads end
      return mine
   end
   my_quota = share(tonumber(os.getenv("WRK_QUOTA") or "0"))
   my_warmup = share(tonumber(os.getenv("WRK_WARMUP") or "0"))
   marker_dir = os.getenv("WRK_MARKER_DIR")
   answered = 0
   non2xx = 0
   prepared = wrk.format("POST", os.getenv("WRK_PATH") or "/v1/dispatch",
                         {["Content-Type"] = "application/json"}, body)
end

function request()
   return prepared
end

local function mark(name)
   if marker_dir then
      local marker = io.open(marker_dir .. "/" .. name .. "-" .. id, "w")
      if marker then marker:close() end
   end
end

function response(status, headers, body)
   answered = answered + 1
   if status < 200 or status > 299 then
      non2xx = non2xx + 1
   end
   if answered == my_warmup then
      mark("warm")
   end
   if my_quota > 0 and answered == my_quota then
      mark("done")
      wrk.thread:stop()
   end
end

function done(summary, latency, requests)
   local non = 0
   local total = 0
   for _, thread in ipairs(threads) do
      non = non + (thread:get("non2xx") or 0)
      total = total + (thread:get("answered") or 0)
   end
   local e = summary.errors
   local seconds = summary.duration / 1e6
   io.write(string.format(
      "RESULT requests=%d answered=%d non2xx=%d connect=%d read=%d write=%d timeout=%d status=%d " ..
      "p50_ms=%.2f p99_ms=%.2f max_ms=%.2f rps=%.0f seconds=%.1f\n",
      summary.requests, total, non, e.connect, e.read, e.write, e.timeout, e.status,
      latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000,
      summary.requests / seconds, seconds))
end
