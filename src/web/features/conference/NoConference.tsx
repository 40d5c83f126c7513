import { messages } from '~/shared/messages';
import './no-conference.css';

/** The conference and Apply pages while no event is featured: a heading and what to expect. */
export function NoConference({ title }: { title: string }) {
  return (
    <section className="conf-none" aria-labelledby="conf-none-title">
      <div className="container conf-none__inner">
        <h1 id="conf-none-title" className="conf-none__title">
          {title}
        </h1>
        <p className="conf-none__text" role="status">
          {messages.events.noneFeatured}
        </p>
      </div>
    </section>
  );
}
