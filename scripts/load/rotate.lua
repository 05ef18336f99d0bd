-- wrk script of scripts/soak.mjs: each request asks for the next of the paths in LOAD_PATHS
-- (comma-separated), so that one run loads every public page.
local paths = {}
local index = 0

function init(args)
  for path in string.gmatch(os.getenv("LOAD_PATHS") or "/", "[^,]+") do
    table.insert(paths, path)
  end
end

function request()
  index = index % #paths + 1
  return wrk.format("GET", paths[index])
end
