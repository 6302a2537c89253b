#!/usr/bin/env bash
# Serves every built app (npm run build) with Debian's nginx and the configuration of the images,
# each app on its apps.json port, so the portal runs on a real web server without Docker:
#
#   apt-get install nginx libnginx-mod-http-brotli-static   # the module is optional (.br files)
#   deploy/nginx-local.sh                                    # foreground; Ctrl-C stops it
#   npm run mock-server                                      # the API, beside it (another shell)
#
# The host's config.json is the built one; to use the mock server as the API, edit
# host-shell/dist/config.json (apiBaseUrl http://127.0.0.1:4300/api, mockBackend false).
# PORTAL_ORIGIN (default http://127.0.0.1:4200) is the one origin the remotes allow.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
nginx_dir="$root/deploy/nginx"
conf="$(mktemp -d "${TMPDIR:-/tmp}/portal-nginx.XXXXXX")"
trap 'rm -rf "$conf"' EXIT
export PORTAL_ORIGIN="${PORTAL_ORIGIN:-http://127.0.0.1:4200}"

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
node -e 'for (const a of require(process.argv[1]).apps) console.log(a.project, a.kind, a.port)' "$root/apps.json" |
  while read -r project kind port; do
    [ -d "$root/$project/dist" ] || { echo "no build of $project: run npm run build" >&2; exit 1; }
    PORT="$port" envsubst '${PORT}' < "$nginx_dir/templates/$kind.conf.template" |
      sed "s#root /usr/share/nginx/html;#root $root/$project/dist;#" > "$conf/conf.d/$project.conf"
  done

cat > "$conf/nginx.conf" <<CONF
$load_brotli
daemon off;
pid $conf/nginx.pid;
error_log stderr warn;
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
nginx -t -q -p "$conf" -c "$conf/nginx.conf"
echo "nginx serves the portal at http://127.0.0.1:$(node -p 'require(process.argv[1]).apps.find((a) => a.kind === "shell").port' "$root/apps.json")/ (brotli $brotli); Ctrl-C stops it"
nginx -p "$conf" -c "$conf/nginx.conf" &
nginx_pid=$!
trap 'kill "$nginx_pid" 2>/dev/null; wait "$nginx_pid" 2>/dev/null; rm -rf "$conf"' EXIT INT TERM
wait "$nginx_pid"
