extension TimelinePage {
    /// Runs first, so even a syntax error in the main script is reported: the message goes into
    /// the title and into `data-script-error` on `<html>` for headless checks.
    static let errorHook = #"""
        window.addEventListener("error", function (e) {
          var m = "NAVKIT-SCRIPT-ERROR: " + (e && e.message ? e.message : "unknown");
          document.title = m;
          document.documentElement.setAttribute("data-script-error", m);
        });
        """#

    static let style = #"""
        body { font: 13px -apple-system, system-ui, sans-serif; margin: 0; background: #F2F2F7; color: #1C1C1E; }
        header { padding: 10px 16px 0; display: flex; gap: 16px; align-items: baseline; }
        h1 { font-size: 17px; margin: 0; }
        #summary { color: #636366; }
        main { display: flex; flex-wrap: wrap; gap: 16px; padding: 12px 16px; align-items: flex-start; }
        #stage { background: #FFFFFF; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); line-height: 0; }
        #values { font: 11px ui-monospace, Menlo, monospace; white-space: pre-wrap; max-width: 520px; margin: 8px 0 0; }
        #plot-box { flex: 1 1 420px; min-width: 0; max-width: 960px; }
        #plot { background: #FFFFFF; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); line-height: 0; }
        #plot svg { display: block; width: 100%; height: auto; }
        .hint { color: #636366; font-size: 11px; }
        #controls { position: sticky; bottom: 0; display: flex; flex-wrap: wrap; gap: 6px; align-items: center;
          padding: 8px 16px; background: #FFFFFF; border-top: 1px solid #C6C6C8; }
        #controls button { min-width: 40px; font: inherit; }
        #scrub { flex: 1 1 260px; }
        #label { font: 12px ui-monospace, Menlo, monospace; flex-basis: 100%; }
        """#

    static let script = #"""
        (function () {
          "use strict";
          var n = D.O.length, cur = -1, seg = -1, shown = -1, playing = false, vt = 0, last = 0;
          function $(id) { return document.getElementById(id); }
          var stage = $("stage"), plot = $("plot"), scrub = $("scrub"), label = $("label"), values = $("values");
          var segSel = $("segment"), speedSel = $("speed"), playBtn = $("play");
          function segmentOf(i) {
            for (var s = 0; s < D.SEG.length; s++) { if (i < D.SEG[s][2]) { return s; } }
            return D.SEG.length - 1;
          }
          function moveCursor(g, rel, p) {
            var A = D.A, x = A[0] + Math.max(0, Math.min(1, rel / g[3])) * (A[1] - A[0]);
            var line = plot.querySelector(".plot-cursor"), dot = plot.querySelector(".plot-dot");
            if (!line || !dot) { return; }
            line.setAttribute("x1", x.toFixed(2));
            line.setAttribute("x2", x.toFixed(2));
            if (p === null) { dot.setAttribute("visibility", "hidden"); return; }
            var c = Math.max(g[4], Math.min(g[5], p));
            dot.setAttribute("cx", x.toFixed(2));
            dot.setAttribute("cy", (A[2] + (g[5] - c) / (g[5] - g[4]) * (A[3] - A[2])).toFixed(2));
            dot.removeAttribute("visibility");
          }
          function visibleScreens() {
            var svg = stage.querySelector("svg");
            if (!svg) { return []; }
            var box = svg.getBoundingClientRect(), area = Math.max(1, box.width * box.height);
            var layers = Array.prototype.slice.call(stage.querySelectorAll("g.layer")), shown = [];
            function clip(r) {
              var l = Math.max(r.left, box.left), t = Math.max(r.top, box.top);
              var w = Math.min(r.right, box.right) - l, h = Math.min(r.bottom, box.bottom) - t;
              return { left: l, top: t, right: l + Math.max(0, w), bottom: t + Math.max(0, h), w: Math.max(0, w), h: Math.max(0, h) };
            }
            layers.forEach(function (g, k) {
              var card = g.querySelector("rect.card"), op = parseFloat(g.getAttribute("opacity") || "1");
              if (!card || !(op > 0.01)) { return; }
              var r = clip(card.getBoundingClientRect());
              if (r.w * r.h < 0.01 * area) { return; }
              var covered = layers.slice(k + 1).some(function (above) {
                var c = above.querySelector("rect.card"), o = parseFloat(above.getAttribute("opacity") || "1");
                if (!c || o < 0.99) { return false; }
                var a = c.getBoundingClientRect();
                return a.left <= r.left + 0.5 && a.top <= r.top + 0.5 && a.right >= r.right - 0.5 && a.bottom >= r.bottom - 0.5;
              });
              if (!covered) { shown.push(g.getAttribute("data-screen")); }
            });
            return shown;
          }
          function seek(i) {
            if (n === 0) { return; }
            i = Math.max(0, Math.min(n - 1, Math.round(Number(i) || 0)));
            cur = i;
            if (D.O[i] !== shown) {
              shown = D.O[i];
              stage.innerHTML = D.FS[shown];
              values.textContent = D.FT[shown];
              stage.setAttribute("data-visible-screens", visibleScreens().join(" "));
            }
            var s = segmentOf(i), g = D.SEG[s];
            if (s !== seg) { seg = s; plot.innerHTML = D.PL[s]; segSel.value = String(s); }
            var rel = D.T[i] - D.T[g[1]], p = D.P[i];
            moveCursor(g, rel, p);
            scrub.value = String(i);
            label.textContent = "frame " + (i + 1) + "/" + n + " · t " + D.T[i].toFixed(3) + " s (+" +
              Math.round(rel * 1000) + " ms in segment) · p " + (p === null ? "-" : p.toFixed(3)) +
              " · " + (s + 1) + ". " + g[0] + (D.L[i] ? " · " + D.L[i] : "");
          }
          function segmentStart(s) {
            s = Math.max(0, Math.min(D.SEG.length - 1, s));
            return D.SEG.length ? D.SEG[s][1] : 0;
          }
          function tick() {
            if (!playing) { return; }
            var now = window.performance.now();
            vt += Math.min(0.1, Math.max(0, (now - last) / 1000)) * Number(speedSel.value || 1);
            last = now;
            var i = cur;
            if (i + 1 < n && D.T[i + 1] - D.T[i] > 0.25 && vt >= D.T[i] + 1 / 60) { vt = D.T[i + 1]; }
            while (i + 1 < n && D.T[i + 1] <= vt) { i++; }
            if (i !== cur) { seek(i); }
            if (cur >= n - 1) { setPlaying(false); return; }
            window.requestAnimationFrame(tick);
          }
          function setPlaying(on) {
            playing = on && n > 1;
            playBtn.textContent = playing ? "Pause" : "Play";
            if (playing) {
              if (cur >= n - 1) { seek(0); }
              vt = D.T[cur];
              last = window.performance.now();
              window.requestAnimationFrame(tick);
            }
          }
          function fromHash() {
            var h = window.location.hash.replace(/^#/, ""), q = {};
            h.split("&").forEach(function (kv) { var p = kv.split("="); if (p[0]) { q[p[0]] = p[1] || ""; } });
            if (q.frame === "mid") { seek(Math.floor((n - 1) / 2)); return true; }
            if (q.frame !== undefined) { seek(parseInt(q.frame, 10)); return true; }
            if (q.segment !== undefined && D.SEG.length) {
              var s = Math.max(0, Math.min(D.SEG.length - 1, (parseInt(q.segment, 10) || 1) - 1)), g = D.SEG[s];
              var at = Math.max(0, Math.min(1, parseFloat(q.at) || 0));
              seek(g[1] + Math.round(at * Math.max(0, g[2] - g[1] - 1)));
              return true;
            }
            return false;
          }
          $("first").addEventListener("click", function () { seek(0); });
          $("last").addEventListener("click", function () { seek(n - 1); });
          $("prev").addEventListener("click", function () { seek(cur - 1); });
          $("next").addEventListener("click", function () { seek(cur + 1); });
          $("prev-segment").addEventListener("click", function () {
            seek(cur > segmentStart(seg) ? segmentStart(seg) : segmentStart(seg - 1));
          });
          $("next-segment").addEventListener("click", function () { seek(segmentStart(seg + 1)); });
          playBtn.addEventListener("click", function () { setPlaying(!playing); });
          scrub.addEventListener("input", function () { setPlaying(false); seek(scrub.value); });
          segSel.addEventListener("change", function () { setPlaying(false); seek(segmentStart(Number(segSel.value))); });
          window.addEventListener("hashchange", fromHash);
          window.addEventListener("keydown", function (e) {
            if (e.target && e.target.tagName === "SELECT") { return; }
            var step = e.shiftKey ? 10 : 1, handled = true;
            switch (e.key) {
              case "ArrowLeft": setPlaying(false); seek(cur - step); break;
              case "ArrowRight": setPlaying(false); seek(cur + step); break;
              case "Home": seek(0); break;
              case "End": seek(n - 1); break;
              case "PageUp": $("prev-segment").click(); break;
              case "PageDown": $("next-segment").click(); break;
              case " ": setPlaying(!playing); break;
              default: handled = false;
            }
            if (handled) { e.preventDefault(); }
          }, true);
          window.navkitPreview = {
            frameCount: n,
            segmentCount: D.SEG.length,
            seek: function (i) { setPlaying(false); seek(i); return cur; },
            currentFrame: function () { return cur; }
          };
          if (!fromHash()) { seek(0); }
          document.body.dataset.ready = "1";
        })();

        """#
}
