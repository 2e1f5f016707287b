<?php

namespace App\Observers;

use App\Models\Post;
use Illuminate\Support\Facades\Log;

/**
 * Tells the website when a post is published, edited or removed, so visitors see it at once
 * instead of within the website's CONTENT_MAX_AGE_SECONDS: a POST to its
 * /_webhooks/posts-changed, signed with the secret both share (the website's
 * docs/deploying.md, "Publishing at once"). PHP's own HTTP client, as Debian packages no Guzzle;
 * with Guzzle, Http::withHeaders([...])->timeout(5)->withBody($body, 'application/json')
 * ->post($url) sends the same request.
 */
class PostObserver
{
    /** Only once the post is committed, so the website reads what was saved. */
    public $afterCommit = true;

    public function saved(Post $post)
    {
        $this->tellWebsite('post.saved', $post);
    }

    public function deleted(Post $post)
    {
        $this->tellWebsite('post.deleted', $post);
    }

    private function tellWebsite(string $event, Post $post): void
    {
        $url = config('blog.publish_webhook_url');
        $secret = config('blog.publish_webhook_secret');
        if (! $url || ! $secret) {
            return;
        }
        $body = json_encode(['event' => $event, 'slug' => $post->slug]);
        $timestamp = (string) time();
        $signature = 'sha256='.hash_hmac('sha256', "{$timestamp}.{$body}", $secret);
        $context = stream_context_create(['http' => [
            'method' => 'POST',
            'header' => "Content-Type: application/json\r\n"
                ."X-Harbourline-Timestamp: {$timestamp}\r\n"
                ."X-Harbourline-Signature: {$signature}\r\n",
            'content' => $body,
            'timeout' => 5,
            // A 4xx or 5xx is an answer to log, not a PHP warning.
            'ignore_errors' => true,
        ]]);
        $answer = @file_get_contents($url, false, $context);
        $status = $http_response_header[0] ?? 'no answer';
        if ($answer === false || ! preg_match('#^HTTP/\S+ 2\d\d#', $status)) {
            // The website still shows the change within CONTENT_MAX_AGE_SECONDS.
            Log::warning("The website was not told of {$event} {$post->slug}: {$status} {$answer}");
        }
    }
}
