// Served alone (npm run serve -w remote-audit): the remote with a minimal dev shell and the mock backend.
import('./standalone').catch((error: unknown) => console.error(error));
