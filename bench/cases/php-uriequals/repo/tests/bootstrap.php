<?php

declare(strict_types=1);

// Composer's autoloader when `composer install` has run; otherwise the files
// that composer.json's autoload section names.
if (file_exists(__DIR__.'/../vendor/autoload.php')) {
    require __DIR__.'/../vendor/autoload.php';
} else {
    require __DIR__.'/../lib/functions.php';
    require __DIR__.'/../lib/InvalidUriException.php';
    require __DIR__.'/../lib/Version.php';
}
