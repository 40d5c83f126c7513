/** The Wrapped Up 2023 recap: a title and a short introduction. */
export const wrappedPage = {
  title: 'Wrapped Up 2023',
  description:
    'Wrapped Up 2023: a look back at NITSMUN’s year at NIT Silchar, from the Annual Conference and the Mock MUN to our online MUN with a partner society.',
  eyebrow: 'NITSMUN · Year in review',
  heading: 'Wrapped Up 2023',
  intro:
    '2023 was the year NITSMUN came back to full strength. The Annual Conference filled the campus with delegates from across India, the Mock MUN brought a new batch of first-years to their very first committee, and the year closed with an online MUN alongside a fellow society. To every delegate, chair and volunteer who made it happen: thank you. Here is to the next chapter.',
  year: '2023',
} as const;
