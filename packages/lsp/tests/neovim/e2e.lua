-- Drives gg-lsp from headless Neovim (0.7 and later) and writes what the editor saw to a JSON file.
-- Environment: GG_LSP_MAIN (dist/main.js), GG_FIXTURE (a program to open), GG_RESULT (where to write).
local main = assert(os.getenv("GG_LSP_MAIN"), "GG_LSP_MAIN")
local fixture = assert(os.getenv("GG_FIXTURE"), "GG_FIXTURE")
local out = assert(os.getenv("GG_RESULT"), "GG_RESULT")
local result = { diagnostics = {}, hover = vim.NIL, action = vim.NIL, lines = {}, log = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, out)
  vim.cmd("qall!")
end

local ok, err = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(fixture))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = "typescript"
  local config = {
    name = "gg",
    cmd = { "node", main, "--stdio" },
    root_dir = vim.fn.fnamemodify(fixture, ":h"),
    init_options = { debounceMs = 50 },
  }
  local client_id
  if vim.lsp.start then
    client_id = vim.lsp.start(config)
  else
    client_id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(bufnr, client_id)
  end

  -- Diagnostics arrive pushed (or pulled by newer Neovims) once the server has checked the buffer.
  vim.wait(120000, function() return #vim.diagnostic.get(bufnr) > 0 end, 100)
  local lsp_diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(result.diagnostics, { message = d.message, code = lsp.code or d.code, lnum = d.lnum, col = d.col, source = d.source })
    if lsp.range then table.insert(lsp_diagnostics, lsp) end
  end

  local client = vim.lsp.get_client_by_id(client_id)
  local uri = vim.uri_from_bufnr(bufnr)
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  for lnum, text in ipairs(lines) do
    local col = text:find("gg.files.readFile", 1, true)
    if col then
      local hover = client.request_sync("textDocument/hover", {
        textDocument = { uri = uri },
        position = { line = lnum - 1, character = col - 1 + #"gg.files.read" },
      }, 60000, bufnr)
      if hover and hover.result then result.hover = hover.result.contents.value end
    end
  end

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
  client.stop()
end)
if not ok then table.insert(result.log, tostring(err)) end
finish()
