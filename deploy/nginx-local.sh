#!/usr/bin/env bash
# Serves every built app (npm run build) with Debian's nginx and the configuration of the images,
# each app on its apps.json port, so the portal runs on a real web server without Docker:
#
#   apt-get install nginx-light libnginx-mod-http-brotli-static   # the module is optional (.br files)
#   deploy/nginx-local.sh                                          # foreground; Ctrl-C stops it
#   npm run mock-server                                            # the API, beside it (another shell)
#
# Environment (all optional):
#   PORTAL_CONFIG   a config.json file served as the host's /config.json instead of the built one,
#                   e.g. apiBaseUrl http://127.0.0.1:4300/api and mockBackend false for the mock
#                   server (nginx's worker user must be able to read it; it is read on each request)
#   PORT_OFFSET     added to every apps.json port, to run beside the preview server (the e2e suite)
#   PORTAL_ORIGIN   the one origin the remotes allow (default: the host's, http://127.0.0.1:4200)
#   NGINX_ERROR_LOG a file for nginx's error log (default: stderr)
#   NGINX           the nginx binary (default: nginx on PATH, else /usr/sbin/nginx)
# The e2e suite starts it this way (e2e/support/nginx.ts).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
nginx_dir="$root/deploy/nginx"

# /usr/sbin is not on every user's PATH.
nginx_bin="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ ! -x "$nginx_bin" ] || ! command -v envsubst >/dev/null; then
  echo "deploy/nginx-local.sh needs Debian's nginx and envsubst, not found here. Install them:" >&2
  echo "  sudo apt-get install nginx-light gettext-base libnginx-mod-http-brotli-static" >&2
  echo "(the brotli module is optional: without it nginx sends the .gz copies; .ci/run installs all three)" >&2
  exit 127
fi
offset="${PORT_OFFSET:-0}"
# Strings, not numbers, printed: with FORCE_COLOR set (test runners) node colours a printed number.
port_of() { node -e 'console.log(`${require(process.argv[1]).apps.find((a) => a.kind === process.argv[2]).port + Number(process.argv[3])}`)' "$root/apps.json" "$1" "$offset"; }
shell_port="$(port_of shell)"
export PORTAL_ORIGIN="${PORTAL_ORIGIN:-http://127.0.0.1:$shell_port}"
error_log="${NGINX_ERROR_LOG:-stderr}"
if [ -n "${PORTAL_CONFIG:-}" ]; then
  PORTAL_CONFIG="$(cd "$(dirname "$PORTAL_CONFIG")" && pwd)/$(basename "$PORTAL_CONFIG")"
  [ -f "$PORTAL_CONFIG" ] || { echo "PORTAL_CONFIG: no file $PORTAL_CONFIG" >&2; exit 1; }
fi

conf="$(mktemp -d "${TMPDIR:-/tmp}/portal-nginx.XXXXXX")"
trap 'rm -rf "$conf"' EXIT
mkdir -p "$conf/portal" "$conf/conf.d" "$conf/tmp"
cp "$nginx_dir/portal/"*.conf "$conf/portal/"
load_brotli=''
brotli=off
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -f "$brotli_module" ]; then
  cp "$nginx_dir/brotli.conf" "$conf/portal/brotli.conf"
  load_brotli="load_module $brotli_module;"
  brotli=on
fi
envsubst '${PORTAL_ORIGIN}' < "$nginx_dir/templates/00-portal.conf.template" > "$conf/conf.d/00-portal.conf"

# One server per app, as its image would have it, but rooted at the app's dist/ in this checkout.
# PORTAL_CONFIG stands where the image would have a config.json mounted over the built one.
config_location=''
[ -z "${PORTAL_CONFIG:-}" ] || config_location="location = /config.json { alias $PORTAL_CONFIG; }"
node -e 'for (const a of require(process.argv[1]).apps) console.log(`${a.project} ${a.kind} ${a.port + Number(process.argv[2])}`)' "$root/apps.json" "$offset" |
  while read -r project kind port; do
    [ -d "$root/$project/dist" ] || { echo "no build of $project: run npm run build" >&2; exit 1; }
    edits=(-e "s#root /usr/share/nginx/html;#root $root/$project/dist;#")
    [ "$kind" != shell ] || [ -z "$config_location" ] || edits+=(-e "/include portal\/static.conf;/a\\    $config_location")
    PORT="$port" envsubst '${PORT}' < "$nginx_dir/templates/$kind.conf.template" | sed "${edits[@]}" > "$conf/conf.d/$project.conf"
  done

cat > "$conf/nginx.conf" <<CONF
$load_brotli
daemon off;
pid $conf/nginx.pid;
error_log $error_log warn;
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path $conf/tmp;
    proxy_temp_path $conf/tmp;
    fastcgi_temp_path $conf/tmp;
    uwsgi_temp_path $conf/tmp;
    scgi_temp_path $conf/tmp;
    include conf.d/*.conf;
}
CONF
# -e: the error log from the start, before nginx.conf is read (not /var/log/nginx).
"$nginx_bin" -e "$error_log" -t -q -p "$conf" -c "$conf/nginx.conf"
echo "nginx serves the portal at http://127.0.0.1:$shell_port/ (brotli $brotli); Ctrl-C stops it"
"$nginx_bin" -e "$error_log" -p "$conf" -c "$conf/nginx.conf" &
nginx_pid=$!
trap 'kill "$nginx_pid" 2>/dev/null; wait "$nginx_pid" 2>/dev/null; rm -rf "$conf"' EXIT
trap 'exit 0' INT TERM
wait "$nginx_pid"
