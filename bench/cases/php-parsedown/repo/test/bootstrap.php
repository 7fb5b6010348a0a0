<?php

// Composer's autoloader when `composer install` has run; otherwise the classes by hand.
if (file_exists(__DIR__ . '/../vendor/autoload.php')) {
    require __DIR__ . '/../vendor/autoload.php';
} else {
    require __DIR__ . '/../Parsedown.php';
    require __DIR__ . '/TestParsedown.php';
}
