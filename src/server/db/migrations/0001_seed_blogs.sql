-- The club's published blog posts. Thumbnails are served by this server from public/blog-thumbnails/.
INSERT INTO "blogs" ("name", "url", "thumbnail", "created_at") VALUES
('Your First MUN: A Survival Guide for Delegates', 'https://medium.com/@nitsmun/your-first-mun-a-survival-guide-for-delegates', '/blog-thumbnails/first-mun-survival-guide.webp', '2023-08-14T10:00:00+05:30'),
('How to Write a Position Paper That Gets Noticed', 'https://medium.com/@nitsmun/how-to-write-a-position-paper-that-gets-noticed', '/blog-thumbnails/position-paper.webp', '2023-09-02T10:00:00+05:30'),
('Rules of Procedure, Demystified', 'https://medium.com/@nitsmun/rules-of-procedure-demystified', '/blog-thumbnails/rules-of-procedure.webp', '2023-10-11T10:00:00+05:30'),
('Researching Your Portfolio: From Foreign Policy to Floor Speech', 'https://medium.com/@nitsmun/researching-your-portfolio-from-foreign-policy-to-floor-speech', '/blog-thumbnails/researching-your-portfolio.webp', '2023-12-05T10:00:00+05:30'),
('Crisis Committees: Thinking on Your Feet', 'https://medium.com/@nitsmun/crisis-committees-thinking-on-your-feet', '/blog-thumbnails/crisis-committees.webp', '2024-01-20T10:00:00+05:30'),
('Inside the Hastinapur Special Council: Diplomacy Meets the Epic', 'https://medium.com/@nitsmun/inside-the-hastinapur-special-council-diplomacy-meets-the-epic', '/blog-thumbnails/hastinapur-special-council.webp', '2024-02-18T10:00:00+05:30');
