/*
|--------------------------------------------------------------------------
| Routes, one file per face of the server
|--------------------------------------------------------------------------
*/
import '#start/routes/public'
import '#start/routes/admin'
import '#start/routes/api'
