<?php

declare(strict_types=1);

// Composer's autoloader when `composer install` was run, otherwise the PSR-4
// map of composer.json (src/ and tests/ share the Dflydev\DotAccessData prefix).
if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';

    return;
}

spl_autoload_register(static function (string $class): void {
    $prefix = 'Dflydev\\DotAccessData\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
        return;
    }
    $relative = str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    foreach ([__DIR__ . '/../src/', __DIR__ . '/'] as $dir) {
        if (is_file($dir . $relative)) {
            require $dir . $relative;

            return;
        }
    }
});
