<?php

/*
 * This file is part of the JSON Lint package.
 *
 * (c) Jordi Boggiano <j.boggiano@seld.be>
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

if (file_exists(__DIR__.'/../vendor/autoload.php')) {
    $loader = require __DIR__.'/../vendor/autoload.php';
    $loader->add('Seld\JsonLint\Test', __DIR__);
} else {
    // no composer install: the PSR-4 map of composer.json
    spl_autoload_register(function ($class) {
        $prefix = 'Seld\\JsonLint\\';
        if (strpos($class, $prefix) === 0) {
            $file = __DIR__.'/../src/Seld/JsonLint/'.str_replace('\\', '/', substr($class, strlen($prefix))).'.php';
            if (file_exists($file)) {
                require $file;
            }
        }
    });
}
