// StateDocs search: loads the language's index (scripts, so it also works from file://: the
// terms, then the files of entries they name) on first use, then finds the articles
// containing every word of the query. Chinese text is matched by character pairs, the same
// way the index was built. Results are ranked as BM25 ranks them without term counts (the
// index keeps each term once per page): each query word adds its rarity (BM25's idf) times the
// weight of the best field it is in (title, then a section heading, then the summary, then the
// text), a whole word counts more than a word begun, and the query written out in the title
// counts most. A result quotes the paragraph that holds the query's words (the summary when
// only the title or a heading has them) and goes to its section, or to the section whose
// heading matches. The field is an ARIA 1.2 combobox over a listbox of links.
(function () {
  "use strict";
  var CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;

  function runs(text) {
    var out = [], current = "", cjk = false;
    var chars = Array.from(text.toLowerCase());
    function flush() { if (current) out.push({ text: current, cjk: cjk }); current = ""; }
    for (var i = 0; i < chars.length; i++) {
      var c = chars[i];
      var isCJK = CJK.test(c);
      var isWord = isCJK || /[\p{L}\p{N}]/u.test(c);
      if (!isWord) { flush(); continue; }
      if (current && isCJK !== cjk) flush();
      cjk = isCJK;
      current += c;
    }
    flush();
    return out;
  }

  function matches(index, run, isLast) {
    var terms = index.terms, found = null;
    function intersect(list) {
      if (!list) { found = []; return; }
      if (found === null) { found = list.slice(); return; }
      found = found.filter(function (id) { return list.indexOf(id) >= 0; });
    }
    if (run.cjk) {
      var chars = Array.from(run.text);
      if (chars.length === 1) { intersect(terms[chars[0]]); }
      for (var i = 0; i + 1 < chars.length; i++) intersect(terms[chars[i] + chars[i + 1]]);
      return found || [];
    }
    if (terms[run.text] && !isLast) return terms[run.text];
    // The word being typed matches as a prefix.
    var union = {};
    Object.keys(terms).forEach(function (term) {
      if (term.indexOf(run.text) === 0) terms[term].forEach(function (id) { union[id] = true; });
    });
    return Object.keys(union).map(Number);
  }

  // The language's index once its terms and every file of its entries have loaded (null
  // before): page n is entry n of the files in order (`SearchIndex.pagesPerShard` each).
  function assembled(lang) {
    var data = (window.statedocsSearch || {})[lang], files = window.statedocsSearchPages || {};
    if (!data) return null;
    if (!data.pages && data.shards) {
      if (!data.shards.every(function (name) { return files[lang + "/" + name]; })) return null;
      data.pages = [].concat.apply([], data.shards.map(function (name) { return files[lang + "/" + name]; }));
    }
    return data;
  }

  function escaped(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  // Whether `field` holds the word `run` (a Latin word at a word start; `whole`: and ending there).
  // Built once per word and kind: a query tests every result's fields and paragraphs.
  var wordPatterns = {};

  function fieldHasWord(field, run, whole) {
    var text = field.toLowerCase();
    if (run.cjk) return text.indexOf(run.text) >= 0;
    var key = (whole ? "w:" : "p:") + run.text;
    if (!wordPatterns[key]) {
      var end = whole ? "(?![\\p{L}\\p{N}])" : "";
      wordPatterns[key] = new RegExp("(^|[^\\p{L}\\p{N}])" + escaped(run.text) + end, "u");
    }
    return wordPatterns[key].test(text);
  }

  function fieldHas(field, parts) {
    return parts.every(function (run) { return fieldHasWord(field, run, false); });
  }

  // BM25's inverse document frequency of a word found on `count` of `total` pages.
  function rarity(count, total) { return Math.log(1 + (total - count + 0.5) / (count + 0.5)); }

  var weights = { title: 4, heading: 2, summary: 1.5, text: 1 };

  function score(index, id, parts, found) {
    var page = index.pages[id], total = index.pages.length, value = 0;
    parts.forEach(function (run, n) {
      var whole = run.cjk || (index.terms[run.text] || []).indexOf(id) >= 0;
      var weight = weights.text;
      if (fieldHasWord(page[0], run, whole)) weight = weights.title;
      else if ((page[3] || []).some(function (heading) { return fieldHasWord(heading[0], run, whole); })) weight = weights.heading;
      else if (fieldHasWord(page[2] || "", run, whole)) weight = weights.summary;
      value += rarity(found[n], total) * weight * (whole ? 1 : 0.45);
    });
    var phrase = parts.map(function (run) { return run.text; }).join(" ");
    if (parts.length > 1 && page[0].toLowerCase().indexOf(phrase) >= 0) value *= 1.5;
    return value;
  }

  // For each query word, the pages that have it.
  function lookups(index, parts) {
    return parts.map(function (run, n) { return matches(index, run, n === parts.length - 1); });
  }

  // Page ids containing every query word, best first (ties keep the index's newest-first order).
  function search(index, query) {
    var parts = runs(query), result = null, found = [];
    lookups(index, parts).forEach(function (ids) {
      found.push(ids.length);
      result = result === null ? ids : result.filter(function (id) { return ids.indexOf(id) >= 0; });
    });
    var scores = {};
    (result || []).forEach(function (id) { scores[id] = score(index, id, parts, found); });
    return (result || []).sort(function (a, b) { return scores[b] - scores[a] || a - b; }).slice(0, 20);
  }

  // The first heading of the page that contains the query, as [text, anchor], or null.
  function section(page, query) {
    var parts = runs(query);
    return (page[3] || []).filter(function (heading) { return fieldHas(heading[0], parts); })[0] || null;
  }

  // The paragraph that shows best why the page matched, as [text, section] or null: the one
  // holding the most of the query's words, rare words counting more (BM25's idf again).
  // `counts`: on how many pages each query word is (`wordCounts`), worked out once per query.
  function passage(index, page, parts, counts) {
    var total = index.pages.length;
    var best = null, bestValue = 0;
    (page[4] || []).forEach(function (candidate) {
      var value = 0;
      parts.forEach(function (run, n) { if (fieldHasWord(candidate[0], run, false)) value += rarity(counts[n], total); });
      if (value > bestValue) { best = candidate; bestValue = value; }
    });
    return best;
  }

  function wordCounts(index, parts) {
    return lookups(index, parts).map(function (ids) { return ids.length; });
  }

  // About `width` characters of `text` around the first of the query's words, cut at a space
  // where the text has spaces, with an ellipsis where it was cut.
  function excerpt(text, parts, width) {
    var chars = Array.from(text), at = -1;
    parts.forEach(function (run) {
      var pattern = run.cjk ? new RegExp(escaped(run.text), "iu") : new RegExp("(^|[^\\p{L}\\p{N}])(" + escaped(run.text) + ")", "iu");
      var match = pattern.exec(text);
      if (!match) return;
      var offset = Array.from(text.slice(0, match.index + (run.cjk ? 0 : match[1].length))).length;
      if (at < 0 || offset < at) at = offset;
    });
    if (chars.length <= width) return text;
    var start = Math.max(0, Math.min(at - Math.floor(width / 3), chars.length - width));
    var end = Math.min(chars.length, start + width);
    if (start > 0) { var space = chars.indexOf(" ", start); if (space >= 0 && space < at) start = space + 1; }
    if (end < chars.length) { var back = chars.lastIndexOf(" ", end); if (back > Math.max(at, start)) end = back; }
    return (start > 0 ? "\u2026" : "") + chars.slice(start, end).join("") + (end < chars.length ? "\u2026" : "");
  }

  // Appends `text` to `parent` with the query's words wrapped in <mark>.
  function highlighted(parent, text, query) {
    var words = runs(query).map(function (run) { return escaped(run.text); });
    if (!words.length) { parent.appendChild(document.createTextNode(text)); return; }
    var pattern = new RegExp("(" + words.join("|") + ")", "giu"), last = 0, match;
    while ((match = pattern.exec(text)) !== null) {
      if (match[0].length === 0) { pattern.lastIndex++; continue; }
      parent.appendChild(document.createTextNode(text.slice(last, match.index)));
      var mark = document.createElement("mark");
      mark.textContent = match[0];
      parent.appendChild(mark);
      last = match.index + match[0].length;
    }
    parent.appendChild(document.createTextNode(text.slice(last)));
  }

  function setUp(form) {
    var input = form.querySelector("input"), list = form.querySelector(".search-results");
    var status = form.querySelector("[role=status]");
    var lang = form.getAttribute("data-lang"), base = form.getAttribute("data-base");
    var loading = false, active = -1;
    function index() { return assembled(lang); }
    function loadScript(src, then) {
      var script = document.createElement("script");
      script.src = src;
      script.onload = then;
      document.head.appendChild(script);
    }
    // The index names its files of entries, beside it; they load side by side, and the
    // search runs once the last is in.
    function load() {
      if (index() || loading) return;
      loading = true;
      var src = form.getAttribute("data-index"), folder = src.slice(0, src.lastIndexOf("/") + 1);
      loadScript(src, function () {
        var data = (window.statedocsSearch || {})[lang];
        if (!data) return;
        // An index cached by the browser from before its entries had files of their own names none.
        (data.shards || []).forEach(function (name) { loadScript(folder + name, update); });
        update();
      });
    }
    function options() { return Array.prototype.slice.call(list.querySelectorAll("[role=option]:not([aria-disabled])")); }
    // The combobox keeps the focus; the active option is announced through aria-activedescendant.
    function activate(n) {
      var all = options();
      active = all.length ? Math.max(-1, Math.min(n, all.length - 1)) : -1;
      all.forEach(function (option, i) { option.setAttribute("aria-selected", i === active ? "true" : "false"); });
      if (active >= 0) {
        input.setAttribute("aria-activedescendant", all[active].id);
        all[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }
    function close() {
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
      activate(-1);
    }
    function announce(count) {
      if (!status) return;
      status.textContent = count === 1 ? form.getAttribute("data-count-one")
        : (form.getAttribute("data-count-many") || "{n}").replace("{n}", String(count));
    }
    function update() {
      var data = index(), query = input.value.trim();
      list.textContent = "";
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (!data || !query) { close(); if (status) status.textContent = ""; return; }
      var ids = search(data, query);
      if (ids.length === 0) {
        var empty = document.createElement("li");
        empty.className = "search-empty";
        empty.setAttribute("role", "option");
        empty.setAttribute("aria-disabled", "true");
        empty.textContent = form.getAttribute("data-empty");
        list.appendChild(empty);
      }
      var parts = runs(query), counts = wordCounts(data, parts);
      ids.forEach(function (id, n) {
        var page = data.pages[id], item = document.createElement("li"), link = document.createElement("a");
        var heading = section(page, query), quote = passage(data, page, parts, counts);
        // Without a heading that matches, the result goes to the section of the paragraph it quotes.
        if (!heading && quote && quote[1] >= 0) heading = page[3][quote[1]];
        item.setAttribute("role", "none");
        link.id = list.id + "-" + n;
        link.setAttribute("role", "option");
        link.setAttribute("aria-selected", "false");
        link.tabIndex = -1;
        link.href = base + page[1] + (heading ? "#" + heading[1] : "");
        var title = document.createElement("span");
        title.className = "search-title";
        highlighted(title, page[0], query);
        link.appendChild(title);
        if (heading) {
          var where = document.createElement("span");
          where.className = "search-section";
          highlighted(where, heading[0], query);
          link.appendChild(where);
        }
        // The quote from where the words are; the summary when they are only in the title or headings.
        if (quote || page[2]) {
          var summary = document.createElement("span");
          summary.className = quote ? "search-summary search-quote" : "search-summary";
          highlighted(summary, quote ? excerpt(quote[0], parts, 160) : page[2], query);
          link.appendChild(summary);
        }
        item.appendChild(link);
        list.appendChild(item);
      });
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      announce(ids.length);
    }
    input.addEventListener("focus", load);
    input.addEventListener("input", function () { load(); update(); });
    input.addEventListener("keydown", function (event) {
      var count = options().length;
      if (event.key === "Escape") {
        if (!list.hidden) close(); else { input.value = ""; update(); }
        event.preventDefault();
      } else if (event.key === "ArrowDown" && count) {
        event.preventDefault();
        if (list.hidden) { list.hidden = false; input.setAttribute("aria-expanded", "true"); }
        activate(active + 1 < count ? active + 1 : 0);
      } else if (event.key === "ArrowUp" && count) {
        event.preventDefault();
        activate(active > 0 ? active - 1 : count - 1);
      } else if (event.key === "Home" && count && active >= 0) {
        event.preventDefault(); activate(0);
      } else if (event.key === "End" && count && active >= 0) {
        event.preventDefault(); activate(count - 1);
      } else if (event.key === "Enter") {
        var chosen = options()[active >= 0 ? active : 0];
        if (chosen) { event.preventDefault(); window.location.href = chosen.href; }
      }
    });
    list.addEventListener("mousemove", function (event) {
      var option = event.target.closest && event.target.closest("[role=option]");
      var n = options().indexOf(option);
      if (n >= 0 && n !== active) activate(n);
    });
    document.addEventListener("click", function (event) { if (!form.contains(event.target)) close(); });
    form.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !form.contains(event.relatedTarget)) close();
    });
  }

  // "/" focuses the search field, as on GitHub, MDN and Docusaurus sites.
  if (document.addEventListener) document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target, tag = target && target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
    var field = document.querySelector("form[data-search] input");
    if (field) { event.preventDefault(); field.focus(); }
  });

  // Exposed for tests.
  window.statedocsSearchIndex = assembled;
  window.statedocsSearchRuns = runs;
  window.statedocsSearchQuery = search;
  window.statedocsSearchQuote = function (index, id, query) {
    var parts = runs(query), quote = passage(index, index.pages[id], parts, wordCounts(index, parts));
    return quote ? excerpt(quote[0], parts, 160) : null;
  };
  document.querySelectorAll("form[data-search]").forEach(setUp);
})();
