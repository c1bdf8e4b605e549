// One async boundary so the shared singletons are negotiated before anything consumes them.
import('./bootstrap');
