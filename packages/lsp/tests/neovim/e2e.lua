-- Drives gg-lsp from headless Neovim (0.7 and later) and writes what the editor saw to a JSON file.
-- The server is started by the README's set-up (sourced before this file), exactly as a user would have it:
-- opening the program fires its FileType autocommand. Hover is the README's `K`, read from the float it opens.
-- Environment: GG_FIXTURE (a program to open), GG_OUTSIDE (a TypeScript file outside any gg workspace),
-- GG_RESULT (where to write).
local fixture = assert(os.getenv("GG_FIXTURE"), "GG_FIXTURE")
local outside = assert(os.getenv("GG_OUTSIDE"), "GG_OUTSIDE")
local out = assert(os.getenv("GG_RESULT"), "GG_RESULT")
local result = { root = vim.NIL, diagnostics = {}, hover = vim.NIL, action = vim.NIL, lines = {}, outside_clients = vim.NIL, log = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, out)
  vim.cmd("qall!")
end

-- The clients attached to a buffer, across Neovim versions (0.7 keys them by id; 0.10 deprecates buf_get_clients).
local function clients_of(bufnr)
  local found = {}
  local all = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(all) do table.insert(found, client) end
  return found
end

-- The text of the first floating window, once one is open.
local function float_text()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= "" then
      return table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false), "\n")
    end
  end
  return nil
end

local ok, err = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(fixture))
  local bufnr = vim.api.nvim_get_current_buf()
  assert(vim.bo[bufnr].filetype == "typescript", "filetype is '" .. vim.bo[bufnr].filetype .. "', not typescript")
  assert(vim.wait(30000, function() return #clients_of(bufnr) > 0 end, 50), "the README's set-up attached no client")
  local client = clients_of(bufnr)[1]
  result.root = client.config.root_dir

  -- Diagnostics arrive pushed (or pulled by newer Neovims) once the server has checked the buffer.
  vim.wait(120000, function() return #vim.diagnostic.get(bufnr) > 0 end, 100)
  local lsp_diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(result.diagnostics, { message = d.message, code = lsp.code or d.code, lnum = d.lnum, col = d.col, source = d.source })
    if lsp.range then table.insert(lsp_diagnostics, lsp) end
  end

  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  for lnum, text in ipairs(lines) do
    local col = text:find("gg.files.readFile", 1, true)
    if col then
      vim.api.nvim_win_set_cursor(0, { lnum, col - 1 + #"gg.files.read" })
      vim.cmd("normal K")
      vim.wait(60000, function() return float_text() ~= nil end, 50)
      result.hover = float_text() or vim.NIL
      break
    end
  end

  local uri = vim.uri_from_bufnr(bufnr)
  local first = vim.diagnostic.get(bufnr)[1]
  if first then
    local actions = client.request_sync("textDocument/codeAction", {
      textDocument = { uri = uri },
      range = { start = { line = first.lnum, character = first.col }, ["end"] = { line = first.end_lnum or first.lnum, character = first.end_col or first.col } },
      context = { diagnostics = lsp_diagnostics },
    }, 60000, bufnr)
    for _, action in ipairs(actions and actions.result or {}) do
      if action.edit and vim.fn.json_encode(action.edit):find('import { files } from \\"gg\\"', 1, true) then
        result.action = action.title
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or "utf-16")
        break
      end
    end
  end
  result.lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)

  -- A TypeScript file of a plain project, opened while gg-lsp runs: the set-up attaches nothing to it (the FileType
  -- autocommand runs, and would attach, during :edit).
  vim.cmd("edit " .. vim.fn.fnameescape(outside))
  local other = vim.api.nvim_get_current_buf()
  assert(vim.bo[other].filetype == "typescript", "the outside file's filetype is '" .. vim.bo[other].filetype .. "'")
  result.outside_clients = #clients_of(other)
  client.stop()
end)
if not ok then table.insert(result.log, tostring(err)) end
finish()
