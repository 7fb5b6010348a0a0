<?php

declare(strict_types=1);

/*
 * Composer's autoloader when `composer install` has run; otherwise the PSR-4
 * map of composer.json (Doctrine\Inflector\ in lib/, Doctrine\Tests\Inflector\
 * in tests/ for the tests).
 */
if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';

    return;
}

spl_autoload_register(static function (string $class): void {
    $map = [
        'Doctrine\\Inflector\\' => __DIR__ . '/../lib/Doctrine/Inflector/',
        'Doctrine\\Tests\\Inflector\\' => __DIR__ . '/Doctrine/Tests/Inflector/',
    ];

    foreach ($map as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
            continue;
        }

        $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        if (is_file($file)) {
            require $file;
        }

        return;
    }
});
