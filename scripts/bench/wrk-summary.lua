-- wrk's end-of-run hook: one JSON line for scripts/bench/throughput.ts to read.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"p99Us":%d,"errors":%d}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
