/*
|--------------------------------------------------------------------------
| Routes, one file per face of the server
|--------------------------------------------------------------------------
*/
import '#start/routes/public'
import '#start/routes/admin'
import '#start/routes/api'
// Must stay the last import: it catches every URL no route above matched.
import '#start/routes/fallback'
