<?php

declare(strict_types=1);

// Composer's autoloader when the dev dependencies are installed, otherwise the
// PSR-4 map of composer.json, so that a system-wide phpunit runs the suite too.
if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';

    return;
}

spl_autoload_register(static function (string $class): void {
    foreach (['Judo\\Tests\\' => __DIR__ . '/', 'Judo\\' => __DIR__ . '/../src/'] as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }

            return;
        }
    }
});
