-- The request of one benchmark scenario, from the environment (bench/load.ts sets it).
wrk.method = os.getenv("BENCH_METHOD") or "GET"
local body = os.getenv("BENCH_BODY")
if body ~= nil and body ~= "" then wrk.body = body end
for line in string.gmatch(os.getenv("BENCH_HEADERS") or "", "[^\n]+") do
  local name, value = string.match(line, "^([^:]+):%s*(.*)$")
  if name then wrk.headers[name] = value end
end

-- Several bodies (one JSON per line): each request takes the next, so that writers save different rows.
local bodies = {}
for line in string.gmatch(os.getenv("BENCH_BODIES") or "", "[^\n]+") do table.insert(bodies, line) end
if #bodies > 0 then
  local next_body = 0
  request = function()
    next_body = next_body % #bodies + 1
    return wrk.format(nil, nil, nil, bodies[next_body])
  end
end
