/**
 * The files site-leaky.test serves by mistake, in the shapes real servers produce them: a Git
 * checkout's HEAD and config, a Laravel-style .env, Subversion 1.7+ entries, a .DS_Store header, an
 * (empty but valid) zip archive, a mysqldump header, a WordPress config backup, an Apache .htpasswd
 * (a real apr1 hash of a lab password), Apache autoindex and mod_status pages, phpMyAdmin's login,
 * WordPress's admin redirect and Spring Boot's /actuator/env. Secrets in them are lab values; the
 * tests check that the report's evidence redacts them.
 */
import type { LabResponse } from '../hosts.js';

const text = (body: string, type = 'text/plain'): LabResponse => ({
  status: 200,
  headers: { 'content-type': type },
  body,
});
const html = (body: string): LabResponse => text(body, 'text/html; charset=utf-8');

/** Values the evidence must never show in full. */
export const LEAKY_SECRETS = ['lab-db-password-1', 'base64:bGFiLWFwcC1rZXktMDAwMDAwMDAwMDAwMDAwMA==', 'ghp_lab0token'];

export function leakySiteRoutes(domain: string): Record<string, LabResponse> {
  return {
    '/.git/HEAD': text('ref: refs/heads/main\n'),
    '/.git/config': text(
      '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n\tlogallrefupdates = true\n' +
        `[remote "origin"]\n\turl = https://deploy:ghp_lab0token@git.${domain}/site/web.git\n` +
        '\tfetch = +refs/heads/*:refs/remotes/origin/*\n[branch "main"]\n\tremote = origin\n\tmerge = refs/heads/main\n',
    ),
    '/.svn/entries': text('12\n'),
    // "\0\0\0\1Bud1", then the buddy allocator's root offset, size and offset copy (all below 0x80).
    '/.DS_Store': text(
      '\u0000\u0000\u0000\u0001Bud1\u0000\u0000\u0010\u0000\u0000\u0000\u0008\u0000\u0000\u0000\u0010\u0000' +
        '\u0000'.repeat(16),
      'application/octet-stream',
    ),
    '/.env': text(
      'APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=base64:bGFiLWFwcC1rZXktMDAwMDAwMDAwMDAwMDAwMA==\nAPP_DEBUG=false\n\n' +
        'DB_CONNECTION=mysql\nDB_HOST=10.0.0.5\nDB_DATABASE=shop\nDB_USERNAME=shop\nDB_PASSWORD=lab-db-password-1\n',
      'application/octet-stream',
    ),
    // An empty zip archive: just the end-of-central-directory record, a complete valid file.
    '/backup.zip': text(`PK\u0005\u0006${'\u0000'.repeat(18)}`, 'application/zip'),
    '/backup.sql': text(
      '-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n--\n-- Host: localhost    Database: shop\n' +
        '-- ------------------------------------------------------\n\nDROP TABLE IF EXISTS `users`;\n' +
        'CREATE TABLE `users` (\n  `id` int NOT NULL AUTO_INCREMENT,\n  `email` varchar(255) NOT NULL,\n' +
        "  PRIMARY KEY (`id`)\n) ENGINE=InnoDB;\nINSERT INTO `users` VALUES (1,'owner@example.org');\n",
      'application/octet-stream',
    ),
    '/wp-config.php.bak': text(
      "<?php\n/** The base configuration for WordPress */\ndefine( 'DB_NAME', 'wordpress' );\n" +
        "define( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', 'lab-db-password-1' );\ndefine( 'DB_HOST', 'localhost' );\n",
      'application/x-trash',
    ),
    '/.htpasswd': text('admin:$apr1$labsalt1$YhT9G7LJA4FFyfB7ouYmV.\n'),
    '/uploads/': html(
      '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of /uploads</title>\n' +
        ' </head>\n <body>\n<h1>Index of /uploads</h1>\n  <table>\n   <tr><th>Name</th><th>Last modified</th><th>Size</th></tr>\n' +
        '<tr><td><a href="/">Parent Directory</a></td></tr>\n<tr><td><a href="invoice-2024-001.pdf">invoice-2024-001.pdf</a></td>' +
        '<td>2024-03-01 10:12</td><td>82K</td></tr>\n</table>\n<address>Apache Server at ' +
        `${domain} Port 443</address>\n</body></html>\n`,
    ),
    '/server-status': html(
      '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html><head>\n<title>Apache Status</title>\n' +
        `</head><body>\n<h1>Apache Server Status for ${domain} (via 10.0.0.4)</h1>\n\n<dl><dt>Server Version: ` +
        'Apache/2.4.62 (Debian)</dt>\n<dt>Current Time: Monday, 04-Mar-2024 10:00:00 UTC</dt>\n</dl>\n</body></html>\n',
    ),
    '/phpmyadmin/': html(
      '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<title>phpMyAdmin</title>\n' +
        '<link rel="stylesheet" type="text/css" href="./themes/pmahomme/css/theme.css">\n</head>\n<body>\n' +
        '<form method="post" id="login_form" action="index.php?route=/" name="login_form" class="disableAjax">\n' +
        '<input type="text" name="pma_username" id="input_username" value="">\n' +
        '<input type="password" name="pma_password" id="input_password" value="">\n</form>\n</body>\n</html>\n',
    ),
    '/admin/': html(
      '<!doctype html><html><head><title>Administration</title></head><body><h1>Sign in</h1>' +
        '<form method="post" action="/admin/login"><input name="user"><input type="password" name="pass"></form></body></html>',
    ),
    '/wp-admin/': {
      status: 302,
      headers: {
        location: `https://${domain}/wp-login.php?redirect_to=https%3A%2F%2F${domain}%2Fwp-admin%2F&reauth=1`,
      },
    },
    '/actuator/env': text(
      JSON.stringify({
        activeProfiles: ['prod'],
        propertySources: [
          {
            name: 'systemEnvironment',
            properties: { DB_PASSWORD: { value: 'lab-db-password-1', origin: 'System Environment' } },
          },
        ],
      }),
      'application/vnd.spring-boot.actuator.v3+json',
    ),
  };
}
