<?php

declare(strict_types=1);

// Composer's autoloader when `composer install` has been run; otherwise the
// PSR-4 map of composer.json ("autoload" and "autoload-dev").
if (file_exists(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';

    return;
}

spl_autoload_register(static function (string $class): void {
    $map = [
        'Doctrine\\SqlFormatter\\Tests\\' => __DIR__ . '/',
        'Doctrine\\SqlFormatter\\' => __DIR__ . '/../src/',
    ];

    foreach ($map as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
            continue;
        }

        $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        if (file_exists($file)) {
            require $file;
        }

        return;
    }
});
