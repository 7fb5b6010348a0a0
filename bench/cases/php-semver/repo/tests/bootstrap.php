<?php

/*
 * Composer's autoloader when `composer install` has run; otherwise the PSR-4
 * map of composer.json (Composer\Semver\ in src/, and in tests/ for the tests).
 */
if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';

    return;
}

spl_autoload_register(function ($class) {
    $prefix = 'Composer\\Semver\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
        return;
    }
    $relative = str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    foreach (array(__DIR__ . '/../src/', __DIR__ . '/') as $dir) {
        if (is_file($dir . $relative)) {
            require $dir . $relative;

            return;
        }
    }
});
